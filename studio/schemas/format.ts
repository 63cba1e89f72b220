/** (xxx) xxx-xxxx for a 10-digit US number; anything else is returned as given. */
export const formatPhone = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

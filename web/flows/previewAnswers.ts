import type { Answers } from "@/lib/leadFields/types";

/**
 * A made-up homeowner whose answers fill every step an editor previews in draft mode, so a late
 * step (phone, results) shows as a visitor who got there would see it: a name, a Phoenix address
 * with a $150 bill (a solar estimate), a roof and a loan that price. Nothing here is ever saved.
 */
export const PREVIEW_ANSWERS: Readonly<Answers> = {
  homeowner_renter: "homeowner",
  first_name: "Alex",
  last_name: "Rivera",
  email: "alex.rivera@example.com",
  phone: "(602) 555-0142",
  street_address: "1 N Central Ave",
  city: "Phoenix",
  state: "AZ",
  stateFullName: "Arizona",
  zip: "85004",
  monthly_electricity_bill_amount: 150,
  roofing_work: "replacement",
  roof_material: "asphalt_shingle",
  home_area: "from_1500_to_2000_sqft",
  home_storeys: "one",
  loan_amount: "from_25k_to_50k",
  loan_purpose: "home_improvement",
};

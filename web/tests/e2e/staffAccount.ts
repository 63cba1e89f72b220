import { type APIRequestContext, expect } from "@playwright/test";

export const STAFF_PASSWORD = "Sunny#Roof42";

/**
 * A new staff account, made as the operator makes one: the admin API with its bearer token (the
 * test server's). Returns the username; the password is STAFF_PASSWORD.
 */
export async function makeStaff(request: APIRequestContext, baseURL: string | undefined, name: string) {
  const api = String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");
  const username = `${name.split(" ")[0]?.toLowerCase()}${Date.now()}`;
  const made = await request.post(`${api}/api/admin/staff`, {
    headers: { authorization: "Bearer e2e-admin-token" },
    data: { name, email: `${username}@homefront.example.com`, username, password: STAFF_PASSWORD },
  });
  expect(made.status()).toBe(201);
  return username;
}

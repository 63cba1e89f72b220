"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import styles from "./LogoutButton.module.css";

/**
 * Spec 4.2: Logout signs out of the authentication service and clears cached data: the query
 * cache, and the tab's stored session (the questionnaire's answers and token).
 */
export function LogoutButton({ label, signInHref }: { label: string; signInHref: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: "{}",
    }).catch(() => undefined);
    queryClient.clear();
    sessionStorage.clear();
    window.location.assign(signInHref);
  };
  return (
    <button type="button" className={styles.logout} onClick={logout} disabled={busy}>
      {label}
    </button>
  );
}

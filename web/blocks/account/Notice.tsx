"use client";

import { Alert, Link } from "@chakra-ui/react";

/** What an account form or area tells the visitor after an action. */
export type Notice = { status: "success" | "error"; text: string };

/**
 * The answer to an action, announced: a failure as an alert, a success as a status (read out
 * without interrupting). A link, when given, is the next thing to do (sign in, for one).
 */
export function NoticeAlert({ notice, link }: { notice: Notice | null; link?: { href: string; text: string } }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} role={notice.status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>
        {notice.text}
        {link ? (
          <>
            {" "}
            <Link href={link.href}>{link.text}</Link>
          </>
        ) : null}
      </Alert.Title>
    </Alert.Root>
  );
}

export const failure = (text: string): Notice => ({ status: "error", text });
export const success = (text: string): Notice => ({ status: "success", text });

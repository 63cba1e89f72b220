// Bare Next.js reference for `npm run bench:pages`: no app code, no CSS pipeline, system fonts.
export const metadata = { title: "Bare Next.js reference" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif" }}>
        <main style={{ maxWidth: 480, margin: "0 auto", padding: "32px 16px" }}>{children}</main>
      </body>
    </html>
  );
}

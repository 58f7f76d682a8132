// What the bench's in-page functions (sections/browser-page.mjs) leave on the window for the
// bench to read back through Playwright.
interface Window {
  __bench: { firstRows?: number; search?: Promise<number | null> };
}

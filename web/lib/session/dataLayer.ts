/** The analytics data layer read by the brand's Google Tag Manager container. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an event, creating the layer when the tag manager has not loaded (yet): GTM replays it. */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

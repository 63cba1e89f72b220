/**
 * Before the page's JavaScript runs, an answer is a native GET submit to the next step, and a GET
 * form sends only its own fields: the answers and the ad's query already in this page's URL would
 * be dropped. A visitor on a slow phone who taps twice before the script arrives lost the first
 * answer and the landing parameters that way. This listener, inline so it runs while the page is
 * still parsing, adds the URL's parameters the form does not carry itself to the submit, so the
 * next page takes them all from its URL. Once the island has hydrated it prevents the native
 * submit and the listener does nothing (it runs on window, after React's listener on the root).
 */
const carryQueryForward = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||f.method!=="get")return;new URLSearchParams(location.search).forEach(function(v,k){if(f.elements.namedItem(k))return;var i=document.createElement("input");i.type="hidden";i.name=k;i.value=v;f.appendChild(i)})})`;

/** Rendered once per step page; on a client navigation React inserts it without running it again. */
export function CarryQueryForward() {
  return <script dangerouslySetInnerHTML={{ __html: carryQueryForward }} />;
}

import { publicEnv } from "@/lib/env/public";
import { pushDataLayer } from "@/lib/session/dataLayer";
import { isAutomatedBrowser } from "./environment";

/**
 * Loaders of spec 1's third-party scripts, each the vendor's standard snippet done from code:
 * one async <script> per page (guarded by its element id), never on the server and never under
 * the automated test runner. Each returns true when it inserted the script.
 */

/** Element ids of the injected scripts (the guard against a second copy). */
export const SCRIPT_IDS = {
  tagManager: "gtm-script",
  leadId: "LeadiDscript_campaign",
  trustedForm: "trustedform-script",
} as const;

/** A Google Tag Manager container id as the brand's content carries it, e.g. "GTM-K7Q2M4P". */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** Jornaya campaign ids are GUID-like; anything else is a misconfiguration, not a URL part. */
export const LEADID_CAMPAIGN_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

function injectScript(id: string, src: string): boolean {
  if (isAutomatedBrowser() || document.getElementById(id)) return false;
  const script = document.createElement("script");
  script.id = id;
  script.type = "text/javascript";
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}

export const gtmScriptSrc = (containerId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * The brand's Google Tag Manager container (spec 1: some brands have none). As in Google's
 * snippet, `gtm.start` goes onto window.dataLayer before the script, which replays the layer.
 */
export function loadTagManager(containerId: string | null | undefined): boolean {
  if (!containerId || !GTM_ID_PATTERN.test(containerId)) return false;
  if (isAutomatedBrowser() || document.getElementById(SCRIPT_IDS.tagManager)) return false;
  pushDataLayer({ "gtm.start": Date.now(), event: "gtm.js" });
  return injectScript(SCRIPT_IDS.tagManager, gtmScriptSrc(containerId));
}

/** NEXT_PUBLIC_LEADID_CAMPAIGN_ID (lib/env/public.ts); null when unset or blank. */
export function leadIdCampaignId(): string | null {
  return publicEnv.NEXT_PUBLIC_LEADID_CAMPAIGN_ID ?? null;
}

export const leadIdScriptSrc = (campaignId: string) =>
  `https://create.lidstatic.com/campaign/${encodeURIComponent(campaignId)}.js?snippet_version=2`;

/**
 * Jornaya LeadiD, the lead-verification tracker: it writes its token into the hidden input
 * `universal_leadid` (id `leadid_token`) that the phone step renders, and update_customer
 * forwards it. Skipped when no campaign id is configured.
 */
export function loadLeadId(campaignId: string | null | undefined = leadIdCampaignId()): boolean {
  if (!campaignId) return false;
  if (!LEADID_CAMPAIGN_ID_PATTERN.test(campaignId)) {
    console.warn("[tracking] NEXT_PUBLIC_LEADID_CAMPAIGN_ID is not a campaign id; LeadiD not loaded");
    return false;
  }
  return injectScript(SCRIPT_IDS.leadId, leadIdScriptSrc(campaignId));
}

/** Names of the hidden fields TrustedForm fills; web/lib/api/certification.ts reads them. */
export const TRUSTED_FORM_FIELDS = { certUrl: "xxTrustedFormCertUrl", pingUrl: "xxTrustedFormPingUrl" } as const;

/**
 * TrustedForm's standard snippet: certificate and ping URL fields, no referrer, and a
 * cache-busting `l` (time followed by a random number) so each page visit gets its own certificate.
 */
export function trustedFormScriptSrc(now: number = Date.now(), random: number = Math.random()): string {
  const query = new URLSearchParams({
    field: TRUSTED_FORM_FIELDS.certUrl,
    ping_field: TRUSTED_FORM_FIELDS.pingUrl,
    provide_referrer: "false",
    l: `${now}${random}`,
  });
  return `https://api.trustedform.com/trustedform.js?${query.toString()}`;
}

/** TrustedForm, the consent-certificate script (no account id: the script is universal). */
export function loadTrustedForm(): boolean {
  return injectScript(SCRIPT_IDS.trustedForm, trustedFormScriptSrc());
}

/** All three scripts; what each inserted. */
export function loadThirdPartyScripts(gtmTagId: string | null | undefined) {
  return { tagManager: loadTagManager(gtmTagId), leadId: loadLeadId(), trustedForm: loadTrustedForm() };
}

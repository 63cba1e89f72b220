import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import type { Experiments, Insights, LandingParams } from "@/lib/api/types";
import { stateNameFor } from "@/lib/geo/usStates";
import { storedBillAmount } from "@/lib/leadFields/bill";
import type { Answers, AnswerValue } from "@/lib/leadFields/types";
import { applyAnswers } from "./answers";
import type { LeadSessionData, LeadSessionFlags } from "./types";

/** sessionStorage key of the persisted lead session. */
export const LEAD_SESSION_KEY = "homefront-form";

export type LeadSessionActions = {
  /** Spec 3: the token is set only once; a different second value is ignored. */
  setToken(token: string): void;
  /** Like the token, set once. */
  setCustomerId(customerId: string): void;
  /** Records that an experiment was reported, so it is reported once per session. */
  markExperimentTriggered(name: string): void;
  /** Answers from the form, applying spec 3's rules (street address, bill band and amount, state code). */
  setAnswers(answers: Partial<Answers>): void;
  /** Spec 4.1 step 2: every field of a stored lead, its bill text converted into an amount. Not the token. */
  copyFromLead(lead: Record<string, unknown>): void;
  /** Spec 4.1 step 3: the provider always; zip, state, city and IP only when `location`. Unknown (null) values change nothing. */
  setInsights(insights: Partial<Insights>, options: { location: boolean }): void;
  setLandingParams(params: LandingParams): void;
  setExperiments(experiments: Experiments): void;
  markIpInsightsFetched(): void;
  setAbandonPopupShown(shown: boolean): void;
  toggleCalendly(): void;
  setLoading(loading: boolean): void;
  setWaiting(waiting: boolean): void;
  /** Forgets the whole session (logout). */
  reset(): void;
};

export type LeadSession = LeadSessionData & LeadSessionFlags & LeadSessionActions;

export const initialLeadSession = (): LeadSessionData => ({
  token: null,
  customerId: null,
  triggeredExperiments: [],
  answers: {},
  landingParams: {},
  experiments: {},
  abandonPopupShown: false,
  openCalendyModal: false,
  hasFetchedIpInsights: false,
});

const isAnswerValue = (value: unknown): value is AnswerValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

const DATA_KEYS = Object.keys(initialLeadSession()) as (keyof LeadSessionData)[];

/** Only the session's data is persisted: not the page-lifetime flags, not the actions. */
const persisted = (state: LeadSession) =>
  Object.fromEntries(DATA_KEYS.map((key) => [key, state[key]])) as LeadSessionData;

/** Version 1 kept the location, address, bill and consent answers as named fields beside `answers`. */
const VERSION_1_ANSWER_FIELDS = [
  "provider",
  "zip",
  "state",
  "stateFullName",
  "city",
  "ip_address",
  "street_address",
  "monthly_electricity_bill",
  "monthly_electricity_bill_amount",
  "tcpa_accepted",
] as const;

/**
 * A session saved by an older page (a visitor mid-flow during a deploy) keeps its answers: version
 * 1's named fields move into the one record, known values only (it stored "" and null for unknown).
 */
export function migrateLeadSession(saved: unknown, version: number): LeadSessionData {
  const state = (typeof saved === "object" && saved !== null ? saved : {}) as Record<string, unknown>;
  const previous = (typeof state.answers === "object" && state.answers !== null ? state.answers : {}) as Answers;
  const answers: Answers = { ...previous };
  if (version < 2) {
    for (const key of VERSION_1_ANSWER_FIELDS) {
      const value = state[key];
      if (isAnswerValue(value) && value !== "" && value !== null && value !== false) answers[key] = value;
      delete state[key];
    }
  }
  return { ...initialLeadSession(), ...(state as Partial<LeadSessionData>), answers };
}

type StoreOptions = {
  /** Defaults to sessionStorage (spec 3). */
  storage?: () => StateStorage;
  /**
   * Leave sessionStorage unread until `store.persist.rehydrate()`. The page's store does this so
   * the first client render matches the server's (session start rehydrates first).
   */
  skipHydration?: boolean;
};

export function createLeadSessionStore({ storage = () => sessionStorage, skipHydration = false }: StoreOptions = {}) {
  // zustand's persist writes the whole session on every change, read or not. A change before the
  // saved session is read (a flag an effect sets while the page hydrates) would replace the saved
  // answers with the empty session, and the reload would start the visitor over. Nothing is written
  // until the saved session has been read (or found unreadable); then what changed meanwhile,
  // merged under the saved answers, is written at once.
  let savedSessionRead = false;
  let writeHeldBack = false;
  const storageOnceRead = (): StateStorage => {
    const inner = storage();
    return {
      getItem: (name) => inner.getItem(name),
      setItem: (name, value) => {
        if (savedSessionRead) return inner.setItem(name, value);
        writeHeldBack = true;
      },
      removeItem: (name) => inner.removeItem(name),
    };
  };
  const store = createStore<LeadSession>()(
    persist(
      (set, get) => ({
        ...initialLeadSession(),
        loading: false,
        waiting: false,
        setToken: (token) => {
          if (!get().token && token) set({ token });
        },
        setCustomerId: (customerId) => {
          if (!get().customerId && customerId) set({ customerId });
        },
        markExperimentTriggered: (name) =>
          set((state) =>
            state.triggeredExperiments.includes(name)
              ? {}
              : { triggeredExperiments: [...state.triggeredExperiments, name] },
          ),
        setAnswers: (answers) => set((state) => applyAnswers(state, answers)),
        copyFromLead: (lead) => {
          const answers: Partial<Answers> = {};
          for (const [key, value] of Object.entries(lead)) {
            if (key !== "token" && key !== "monthly_electricity_bill" && isAnswerValue(value)) answers[key] = value;
          }
          const amount = storedBillAmount(lead);
          // The amount decides the band, so the converted amount replaces whatever amount the lead had.
          answers.monthly_electricity_bill_amount = amount ?? undefined;
          set((state) => applyAnswers(state, answers));
        },
        setInsights: (insights, { location }) => {
          const picked: Answers = {};
          if (insights.provider) picked.provider = insights.provider;
          if (location) {
            if (insights.zip) picked.zip = insights.zip;
            if (insights.state) picked.state = insights.state;
            const fullName = insights.stateFullName || (insights.state ? stateNameFor(insights.state) : null);
            if (fullName) picked.stateFullName = fullName;
            if (insights.city) picked.city = insights.city;
            if (insights.ip_address) picked.ip_address = insights.ip_address;
          }
          if (Object.keys(picked).length > 0) set((state) => ({ answers: { ...state.answers, ...picked } }));
        },
        setLandingParams: (params) => set({ landingParams: { ...params } }),
        setExperiments: (experiments) => set({ experiments: { ...experiments } }),
        markIpInsightsFetched: () => set({ hasFetchedIpInsights: true }),
        setAbandonPopupShown: (shown) => set({ abandonPopupShown: shown }),
        toggleCalendly: () => set((state) => ({ openCalendyModal: !state.openCalendyModal })),
        setLoading: (loading) => set({ loading }),
        // Checked on every save-queue change of the last step: an unchanged flag writes nothing
        // (each write serialises the whole session into sessionStorage).
        setWaiting: (waiting) => {
          if (get().waiting !== waiting) set({ waiting });
        },
        reset: () => set({ ...initialLeadSession(), loading: false, waiting: false }),
      }),
      {
        name: LEAD_SESSION_KEY,
        version: 2,
        migrate: migrateLeadSession,
        storage: createJSONStorage(storageOnceRead),
        onRehydrateStorage: () => () => {
          savedSessionRead = true;
          // An empty change: persist writes the whole (merged) session.
          if (writeHeldBack) store.setState({});
        },
        partialize: persisted,
        // An answer given on this page before the saved session was read (a tap while the page
        // hydrates, the answers a native submit carried in the URL) is newer than the saved one:
        // the saved answers are the base, this page's win. (zustand's default replaces them.)
        merge: (saved, current) => {
          const stored = (saved ?? {}) as Partial<LeadSessionData>;
          return { ...current, ...stored, answers: { ...stored.answers, ...current.answers } };
        },
        skipHydration,
      },
    ),
  );
  return store;
}

export type LeadSessionStore = ReturnType<typeof createLeadSessionStore>;

/** The page's lead session. */
export const leadSessionStore = createLeadSessionStore({ skipHydration: true });

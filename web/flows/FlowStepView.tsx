"use client";

import { LazyMotion, m, useReducedMotion } from "framer-motion";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FlowPrefix } from "studio/constants";
import { StepBlock } from "@/blocks/registry";
import type { Answers, AnswerValue } from "@/blocks/steps/types";
import * as api from "@/lib/api/calls";
import { enqueueSave, flushSaveQueue } from "@/lib/api/saveQueue";
import type { Locale } from "@/lib/brand/locale";
import type { Category } from "@/lib/brand/pageKind";
import { experimentShownOn } from "@/lib/experiments";
import { startSession } from "@/lib/session/startSession";
import { leadSessionStore } from "@/lib/session/store";
import { useLeadSession } from "@/lib/session/useLeadSession";
import { firstUnansweredPath } from "./answers";
import { layoutFor } from "./layout";
import { nextPath, positionOf, stepUrl } from "./order";
import { progressPercent, showsProgress } from "./progress";
import type { StepPageData } from "./stepPage";
import { PAGE_TRANSITION_MS, pageTransition } from "./transition";
import { FlowFrame } from "./ui/FlowFrame";
import { StillWaiting } from "./ui/StillWaiting";
import { useStillWaiting } from "./useStillWaiting";

const loadMotionFeatures = () => import("./motionFeatures").then((module) => module.default);

/** Set once the visitor moves from one step to another in this page load. */
let hasNavigated = false;

/** The answers as one flat record: the session's named fields plus its free-form answers. */
function flatAnswers(session: ReturnType<typeof leadSessionStore.getState>): Answers {
  return {
    ...session.answers,
    provider: session.provider || undefined,
    zip: session.zip || undefined,
    state: session.state || undefined,
    stateFullName: session.stateFullName || undefined,
    city: session.city || undefined,
    street_address: session.street_address || undefined,
    monthly_electricity_bill: session.monthly_electricity_bill || undefined,
    monthly_electricity_bill_amount: session.monthly_electricity_bill_amount ?? undefined,
    tcpa_accepted: session.tcpa_accepted || undefined,
  };
}

/**
 * The flow engine in the browser: starts the session (spec 4.1), keeps the visitor on the first
 * unanswered step of a deep link, shows the layout and progress of spec 2.7, renders the step
 * through the typed registry, and on an answer updates the session, queues the save (the next
 * step never waits for the network) and moves on.
 */
export function FlowStepView({
  page,
  locale,
  flowType,
  category,
  brand,
}: {
  page: StepPageData;
  locale: Locale;
  flowType: FlowPrefix;
  category: Category;
  brand: { name: string; phone: string };
}) {
  const router = useRouter();
  const pathname = usePathname();
  const reducedMotion = useReducedMotion() ?? false;
  const session = useLeadSession((state) => state);
  const answers = useMemo(() => flatAnswers(session), [session]);
  const started = useRef(false);
  // Entering slides in from the right, but not on the first page of the visit: the server's
  // HTML is shown as is (no hidden content waiting for JavaScript).
  const animateEntry = useRef(hasNavigated).current;
  const [leaving, setLeaving] = useState(false);
  // The saved session is read after the first render (it must match the server's HTML).
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await leadSessionStore.persist.rehydrate();
      flushSaveQueue();
      await startSession({
        pageKind: "leadGen",
        category,
        flowType,
        // Read in the effect, not with useSearchParams: the step stays in the static HTML.
        query: Object.fromEntries(new URLSearchParams(window.location.search).entries()),
        api,
        store: leadSessionStore,
      });
      setReady(true);
    })();
  }, [category, flowType]);

  const nextUrl = (() => {
    const path = nextPath(page.steps, page.path);
    return path ? stepUrl(page.prefix, path, locale) : null;
  })();
  useEffect(() => {
    if (nextUrl) router.prefetch(nextUrl);
  }, [nextUrl, router]);

  // Spec 4.2: every route change is reported once a token exists.
  const token = session.token;
  useEffect(() => {
    if (token) void api.plateVisit(token, pathname);
  }, [token, pathname]);

  // Spec 4.2: an experiment shown on this step is reported once, fire and forget.
  const experiment = experimentShownOn(page.input._type);
  const variant = experiment ? session.experiments[experiment] : undefined;
  useEffect(() => {
    const { customerId, triggeredExperiments, markExperimentTriggered } = leadSessionStore.getState();
    if (!experiment || !variant || !customerId || triggeredExperiments.includes(experiment)) return;
    markExperimentTriggered(experiment);
    api.trackExperiment(customerId, experiment, variant);
  }, [experiment, variant, session.customerId]);

  // A deep link past unanswered steps goes back to the first of them.
  const blockedBy = ready ? firstUnansweredPath(page.steps, page.answerKeys, answers, page.path) : null;
  useEffect(() => {
    if (blockedBy) router.replace(stepUrl(page.prefix, blockedBy, locale));
  }, [blockedBy, router, page.prefix, locale]);

  useStillWaiting(page.input._type === "resultsInput");

  if (session.waiting) {
    return <StillWaiting title={page.stillWaiting.title} text={page.stillWaiting.text} phone={page.advisorPhone} />;
  }

  const position = positionOf(page.steps, page.path);
  const kind = page.input._type;
  const progress = showsProgress({ token, kind, path: page.path })
    ? progressPercent(position, page.steps.length)
    : null;
  const next = nextPath(page.steps, page.path);
  const goNext = () => {
    if (!next) return;
    hasNavigated = true;
    setLeaving(true);
    // Exiting slides left for 100 ms, then the next step (already prefetched) takes over.
    setTimeout(() => router.push(stepUrl(page.prefix, next, locale)), PAGE_TRANSITION_MS);
  };
  const onSubmit = (fields: Record<string, AnswerValue>) => {
    leadSessionStore.getState().setAnswers(fields);
    const current = leadSessionStore.getState().token;
    if (current) enqueueSave(current, fields);
    goNext();
  };
  const transition = pageTransition(reducedMotion);

  return (
    <FlowFrame
      layout={layoutFor(flowType)}
      locale={locale}
      stateName={session.stateFullName || null}
      progress={progress}
    >
      <LazyMotion features={loadMotionFeatures} strict>
        <m.div
          key={page.path}
          initial={animateEntry ? transition.initial : false}
          animate={leaving ? transition.exit : transition.animate}
          transition={transition.transition}
          data-step={page.path}
          data-progress={progress ?? undefined}
        >
          <StepBlock
            input={page.input}
            heading={page.heading}
            subheading={page.subheading}
            locale={locale}
            answers={answers}
            brand={brand}
            consent={page.consent}
            token={token}
            experiments={session.experiments}
            onSubmit={onSubmit}
            onContinue={goNext}
          />
        </m.div>
      </LazyMotion>
    </FlowFrame>
  );
}

"use client";

import { usePathname, useRouter } from "next/navigation";
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { StepEngineProvider } from "@/blocks/steps/engine";
import { StepHeading } from "@/blocks/steps/parts/StepHeading";
import { preloadStepComponent, preloadStepImages, rendersAtOnce, StepComponent } from "@/blocks/steps/StepComponent";
import type { StepEngine } from "@/blocks/steps/types";
import * as api from "@/lib/api/calls";
import { pageContext } from "@/lib/api/http";
import type { Locale } from "@/lib/brand/locale";
import type { Category } from "@/lib/brand/pageKind";
import type { QuestionnaireWords } from "@/lib/content/words";
import { reorderSteps, visitorEffects } from "@/lib/experiments";
import type { Answers } from "@/lib/leadFields/types";
import type { LeadEstimate } from "@/lib/server/estimate/categoryEstimate";
import { flushSaveQueue, saveAnswers } from "@/lib/session/saveAnswers";
import { startSession } from "@/lib/session/startSession";
import { leadSessionStore } from "@/lib/session/store";
import { useLeadSession } from "@/lib/session/useLeadSession";
import { afterFirstInput, afterInteractive, atIdle, yieldToBrowser } from "@/lib/tracking/afterInteractive";
import { answerKeysBefore, answerKeysByPath } from "./answerKeys";
import { firstUnansweredPath, isFlowAnswered } from "./answers";
import type { FlowLayout, OfferCategory, ResultsFigures } from "./flowTraits";
import { pathAfter, positionOf, previousPath, stepUrl } from "./order";
import { progressPercent, showsProgress } from "./progress";
import type { FlowStep } from "./step";
import type { StepView } from "./stepPage";
import { leaveStep } from "./transition";
import { BackLink } from "./ui/BackLink";
import { EnteringStep } from "./ui/EnteringStep";
import { ExperimentNote } from "./ui/ExperimentNote";
import { FlowFrame } from "./ui/FlowFrame";
import { ProgressBar, ProgressPlaceholder } from "./ui/ProgressBar";
import { StillWaiting } from "./ui/StillWaiting";
import { type Move, moveUrl, useUrlAfterFrame } from "./urlAfterFrame";
import { answersFromUrl } from "./urlAnswers";
import { useStillWaiting } from "./useStillWaiting";

/** What the server knows about the step page (serialisable: it crosses into the browser). */
export type FlowIslandData = {
  prefix: string;
  /** The step the server rendered (the island's `children`). */
  path: string;
  /** The flow's steps in content order; a visitor's variant may ask them in another (lib/experiments). */
  steps: FlowStep[];
  /** Every step the island can show without asking the server, the server's own among them. */
  views: StepView[];
  /** The words around the questions, from content (the back link and progress bar's too). */
  words: QuestionnaireWords;
  layout: FlowLayout;
  locale: Locale;
  /** The flow's prefix, recorded as the lead's flow_type. */
  flowType: string;
  category: Category;
  /** What the flow sells (content): the results' listings and wording. */
  offer: OfferCategory;
  /** The figures the flow's results show (content). */
  figures: ResultsFigures;
  brand: { name: string; phone: string };
  consent: { text: string; version: string };
  advisorPhone: string;
  stillWaiting: { title: string; text: string | null };
  /** Draft mode (an editor previewing): sample answers, the estimate they give, and nothing saved. */
  preview: { answers: Answers; estimate: LeadEstimate | null } | null;
};

/** Next's PrefetchKind.FULL (its enum lives in Next's internals). */
const FULL_PREFETCH = "full" as NonNullable<Parameters<ReturnType<typeof useRouter>["prefetch"]>[1]>["kind"];

/** The longest idle-time work (the next step's component, route and experiment reports) waits for the browser to be idle. */
const IDLE_WORK_WITHIN_MS = 2000;

/** Set once the visitor moves from one step to another in this page load. */
let hasNavigated = false;

/** Set once the session has been started in this page load: later steps need not wait for it. */
let sessionStarted = false;

/**
 * The one client island of a step page: the flow engine. It starts the session (spec 4.1), takes
 * an answer a native form submit carried in the URL, keeps a deep link on the first unanswered
 * step, reports route changes and experiments (spec 4.2), shows progress and transitions, and on
 * an answer saves it (never waiting for the network) and moves on. The server renders the step
 * of the requested URL (`children`: the question heading and the step); every other step the
 * island renders itself from its view, moving the URL with the History API: a tap then renders
 * the next question in its own task, where a route change had Next's router and React's
 * transition between the tap and the next question (issue 8). Reloads and deep links are the
 * server's, as before.
 */
export function FlowIsland({ data, children }: { data: FlowIslandData; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  // Only what the island shows or reacts to: the loading flag and other session writes re-render nothing.
  const session = useLeadSession(({ answers, token, customerId, experiments, waiting }) => ({
    answers,
    token,
    customerId,
    experiments,
    waiting,
  }));
  const preview = data.preview;
  const answers = preview ? preview.answers : session.answers;
  const started = useRef(false);
  const { prefix, locale, flowType, category, views } = data;

  // The step shown: the one the URL names (Next's pathname follows the History API). A step the
  // island moved to is shown at once, before the router has caught up with the URL it was given.
  const [moved, setMoved] = useState<{ to: string; from: string } | null>(null);
  // Once the router has caught up (or the visitor went back or forward), the URL alone decides.
  if (moved && moved.from !== pathname) setMoved(null);
  const urlPath = useMemo(
    () => views.find((view) => stepUrl(prefix, view.path, locale) === pathname)?.path ?? null,
    [views, prefix, locale, pathname],
  );
  const path = moved && moved.from === pathname ? moved.to : (urlPath ?? data.path);
  const view = views.find((candidate) => candidate.path === path);
  const kind = view?.input._type ?? null;

  const leavingRef = useRef(false);
  const shownRef = useRef(path);
  const stepRef = useRef<HTMLDivElement>(null);
  // Each step shown takes taps again (the one that left is gone with its element).
  useLayoutEffect(() => {
    leavingRef.current = false;
    shownRef.current = path;
  }, [path]);
  // A step's handlers act only while it is shown and not leaving. A step's handler runs in a task
  // after its tap (StepForm): a double tap that reaches a busy page in one task queues it twice,
  // and the second ran after the next step had been shown, answering again and hiding that step.
  const takesAnswers = (stepPath: string) => !leavingRef.current && shownRef.current === stepPath;
  // The saved session is read after the first render (it must match the server's HTML); after a
  // client navigation it has been read already. (On the server the store has no storage, and
  // zustand's persist API is absent.)
  const [sessionRead, setSessionRead] = useState(() => leadSessionStore.persist?.hasHydrated() ?? false);
  // ...and the session is started (a token asked for) after that; after a client navigation it
  // has been started already, and the step renders once instead of twice.
  const [ready, setReady] = useState(sessionStarted);
  // What the visitor's experiment variants change here (nothing before the saved session is read,
  // as in the server's HTML; nothing in an editor's preview): the step order, a note, the results.
  const pageExperiments = view?.experiments;
  const effects = useMemo(
    () => visitorEffects(pageExperiments ?? [], preview ? {} : session.experiments),
    [pageExperiments, preview, session.experiments],
  );
  const steps = useMemo(() => reorderSteps(data.steps, effects.order), [data.steps, effects.order]);
  const position = positionOf(steps, path);
  // Past the last step, the flow's results (issue 58 item 1).
  const next = pathAfter(steps, path);
  const back = previousPath(steps, path);
  const nextUrl = next ? stepUrl(prefix, next, locale) : null;
  const answerKeys = useMemo(() => answerKeysByPath(data.steps), [data.steps]);
  const landingQuery = useRef<Record<string, string> | null>(null);

  /**
   * The answers a native submit carried in the URL (a tap before the page's scripts ran), saved
   * once; returns the rest of the query (the landing's). Taken at mount, or by a tap that comes
   * first: React can hand a tap made while the page hydrates to the step before the island's
   * mount effect runs, and that tap's navigation would take the URL, and its answers, away.
   */
  const takeAnswersFromUrl = () => {
    if (landingQuery.current) return landingQuery.current;
    const query = Object.fromEntries(new URLSearchParams(window.location.search).entries());
    // A native submit came from the server's HTML: its step, in content order.
    const before = answerKeysBefore(data.steps, answerKeys, positionOf(data.steps, data.path));
    const { answers: fromUrl, rest } = answersFromUrl(query, before);
    landingQuery.current = rest;
    if (Object.keys(fromUrl).length > 0) {
      saveAnswers(fromUrl);
      // The answer is in the session now; the URL goes back to the step's own (with the landing query).
      const search = new URLSearchParams(rest).toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
    }
    return rest;
  };
  const takeAnswersFromUrlRef = useRef(takeAnswersFromUrl);
  takeAnswersFromUrlRef.current = takeAnswersFromUrl;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A preview neither reads nor starts the visitor's session: no token, no customer record.
    if (preview) {
      setSessionRead(true);
      setReady(true);
      return;
    }
    void (async () => {
      // Each stage in a task of its own (issue 8): this effect runs inside React's flush of the
      // hydration's effects, and reading the saved session, then starting the session, made that
      // one of the longest tasks of a step page's load. A tap in between is safe: it takes the
      // URL's answers itself, and saveAnswers reads the saved session first.
      await yieldToBrowser();
      // Read from sessionStorage once per page load; a client navigation finds it read.
      if (!leadSessionStore.persist.hasHydrated()) await leadSessionStore.persist.rehydrate();
      // Transitions, like the session's own updates (useLeadSession): they commit together, so
      // the step never sees the session read while its answers are still the empty ones.
      startTransition(() => setSessionRead(true));
      const rest = takeAnswersFromUrlRef.current();
      flushSaveQueue();
      await yieldToBrowser();
      await startSession({ pageKind: "leadGen", category, flowType, query: rest, api, store: leadSessionStore });
      sessionStarted = true;
      startTransition(() => setReady(true));
    })();
  }, [category, flowType, preview]);

  // The next step's component, loaded once the browser is idle (its chunk is loaded only on pages
  // that show its type), so the tap renders it at once. A step the island has no view of is
  // reached by a route change: then the whole next page, since a step is reached through the
  // brand's host rewrite and Next's default (segment) prefetch stops at the tree. Started once
  // the page is interactive, so neither competes with hydration.
  const nextInput = next ? (views.find((candidate) => candidate.path === next)?.input ?? null) : null;
  useEffect(() => {
    if (!nextUrl) return;
    let cancelPreload = () => {};
    const cancel = afterInteractive(() => {
      if (!nextInput) router.prefetch(nextUrl, { kind: FULL_PREFETCH });
      // A task of its own: the chunk's evaluation and the prefetch's are each short, not one long task.
      else cancelPreload = atIdle(() => preloadStepComponent(nextInput._type), IDLE_WORK_WITHIN_MS);
    });
    // Its images from content (the results' logos) once the visitor acts on this step, at idle: a
    // page only loaded does not fetch and parse them in its first seconds, and the next step does
    // not get them while it renders (an SVG is parsed on the main thread as it arrives).
    const cancelImages = nextInput ? afterFirstInput(() => preloadStepImages(nextInput)) : () => {};
    return () => {
      cancel();
      cancelPreload();
      cancelImages();
    };
  }, [nextUrl, nextInput, router]);

  // Spec 4.2: every route change is reported once a token exists. Sent when the browser is idle,
  // with the page as it was on arrival: the report is tracking only, and sent at once it made the
  // arrival's effects one long task with the new step's first frame (issue 8). Never cancelled:
  // a visitor who moves on before the idle period still has this step reported.
  const token = preview ? null : session.token;
  useEffect(() => {
    if (!token) return;
    const arrivedAt = pageContext();
    atIdle(() => void api.plateVisit(token, pathname, arrivedAt), IDLE_WORK_WITHIN_MS);
  }, [token, pathname]);

  // Spec 4.2: an experiment this page shows the visitor is reported once, fire and forget. Marked
  // at once (a reload must not report it again), sent at idle like the route report above.
  const shown = effects.shown.map(({ key, variant }) => `${key}=${variant}`).join("&");
  useEffect(() => {
    const { customerId, triggeredExperiments, markExperimentTriggered } = leadSessionStore.getState();
    if (!shown || !customerId) return;
    for (const pair of shown.split("&")) {
      const [key = "", variant = ""] = pair.split("=");
      if (triggeredExperiments.includes(key)) continue;
      markExperimentTriggered(key);
      atIdle(() => api.trackExperiment(customerId, key, variant), IDLE_WORK_WITHIN_MS);
    }
  }, [shown, session.customerId]);

  /**
   * Shows another step of the flow. After a tap (`tap`), the answered step leaves first, and the
   * next renders here, in the tap's task, when its component is loaded and its render short; else
   * as a transition (in slices, the leaving step kept in place until it is ready). With its view
   * the URL moves with the History API; without one, by a route change.
   */
  const urlAfterFrame = useUrlAfterFrame(path);
  const showStepRef = useRef((_target: string, _move: Move, _tap: boolean) => {});
  showStepRef.current = (target, move, tap) => {
    const url = stepUrl(prefix, target, locale);
    const targetView = views.find((candidate) => candidate.path === target);
    hasNavigated = true;
    urlAfterFrame.flush();
    if (!targetView) {
      if (tap) leaveStep(stepRef.current);
      router[move](url, { scroll: false });
      return;
    }
    const change = () => setMoved({ to: target, from: pathname });
    if (tap && !rendersAtOnce(targetView.input._type)) {
      // A step that renders as a transition (the results) gets the URL after its first frame.
      // Moved in the tap's task, the URL made Chromium restyle the focused, hidden step at the
      // task's end, and Next's router followed it inside the step's commit, where its own
      // `replaceState` restyled the page again: the longest tasks between the tap and the results
      // (issue 8). After the frame, Next follows on a page with nothing left to restyle.
      leaveStep(stepRef.current);
      urlAfterFrame.later(target, url, move);
      startTransition(change);
      return;
    }
    // The URL first, while the page is still laid out as painted: the History API saves the
    // scroll position from the layout, and after the leaving step's copy it laid the page out
    // anew inside the tap's task (issue 8). Next's router follows it (usePathname, back and
    // forward); its state is kept.
    moveUrl(url, move);
    if (tap) leaveStep(stepRef.current);
    if (tap) flushSync(change);
    else startTransition(change);
  };

  // A deep link past unanswered steps goes back to the first of them (an editor's preview opens any
  // step). Judged on the saved session, not on this render's copy of it: a tap's answer can reach
  // the island after the session start commits `ready` alone, and the copy then lacked the answers
  // the tap saved (and the URL's, taken with it): the visitor was sent back to step 1. A step that
  // was answered and is leaving is not judged at all.
  useEffect(() => {
    if (!ready || preview || leavingRef.current) return;
    const blockedBy = firstUnansweredPath(steps, answerKeys, leadSessionStore.getState().answers, path);
    if (blockedBy) showStepRef.current(blockedBy, "replace", false);
  }, [ready, preview, steps, answerKeys, path]);

  useStillWaiting(kind === "resultsInput" && !preview);

  const engine = useMemo<StepEngine>(() => {
    const goNext = (typed: readonly string[] = []) => {
      // A second tap while the step leaves, or after it left, is the same answer, not a new one.
      if (!next || !takesAnswers(path)) return;
      leavingRef.current = true;
      // A step that asks only what the visitor just typed is not asked again (issue 58 item 9:
      // the zip typed on a confirm step that had none to confirm).
      let target: string | null = next;
      const asksOnly = (candidate: string) => {
        const keys = answerKeys[candidate] ?? [];
        return keys.length > 0 && keys.every((key) => typed.includes(key));
      };
      while (target && asksOnly(target)) target = pathAfter(steps, target);
      // The answered step slides left (100 ms) over the next one, which is there at once.
      showStepRef.current(target ?? next, "push", true);
    };
    return {
      locale,
      words: data.words,
      answers,
      brand: data.brand,
      consent: data.consent,
      token,
      sessionRead,
      experiments: preview ? {} : session.experiments,
      nextUrl,
      flowType,
      offer: data.offer,
      figures: data.figures,
      onSubmit: (given, how) => {
        if (!takesAnswers(path)) return;
        if (!preview) {
          takeAnswersFromUrlRef.current();
          saveAnswers(given, how?.consent);
        }
        goNext(how?.typed ? Object.keys(given) : []);
      },
      onContinue: () => goNext(),
      finished: isFlowAnswered(steps, answerKeys, answers),
      resultsLayout: effects.resultsLayout,
      preview: preview ? { estimate: preview.estimate } : null,
    };
  }, [
    locale,
    data.words,
    answers,
    data.brand,
    data.consent,
    token,
    sessionRead,
    session.experiments,
    path,
    next,
    nextUrl,
    flowType,
    data.offer,
    data.figures,
    preview,
    effects.resultsLayout,
    steps,
    answerKeys,
  ]);

  if (session.waiting && !preview) {
    return <StillWaiting title={data.stillWaiting.title} text={data.stillWaiting.text} phone={data.advisorPhone} />;
  }

  // Spec 2.7: the bar needs a token; its room is kept before then so nothing moves when it appears.
  const barAllowed = kind !== null && showsProgress({ token: "any", kind, path });
  const bar = !barAllowed ? null : token ? (
    <ProgressBar percent={progressPercent(position, steps.length)} label={data.words.progress} />
  ) : (
    <ProgressPlaceholder />
  );
  // The previous step is shown here when the island has its view; otherwise its link is a route change.
  const goBack =
    back && views.some((candidate) => candidate.path === back)
      ? (event: { preventDefault: () => void }) => {
          event.preventDefault();
          if (!takesAnswers(path)) return;
          leavingRef.current = true;
          showStepRef.current(back, "push", true);
        }
      : undefined;

  return (
    <FlowFrame
      layout={data.layout}
      words={data.words}
      stateName={typeof answers.stateFullName === "string" ? answers.stateFullName || null : null}
    >
      {bar}
      <EnteringStep key={path} ref={stepRef} path={path} animate={hasNavigated}>
        {back ? <BackLink href={stepUrl(prefix, back, locale)} label={data.words.back} onClick={goBack} /> : null}
        <StepEngineProvider engine={engine}>
          {path === data.path || !view ? (
            children
          ) : (
            <>
              <StepHeading heading={view.heading} subheading={view.subheading} />
              <StepComponent input={view.input} />
            </>
          )}
        </StepEngineProvider>
        {effects.note ? <ExperimentNote text={effects.note} experiment={effects.noteFrom ?? ""} /> : null}
      </EnteringStep>
    </FlowFrame>
  );
}

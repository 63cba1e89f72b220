import { primaryButtonClass } from "@/blocks/steps/parts/buttons";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import { css } from "@/styled-system/css";

const boxClass = css({ textAlign: "center", py: "8" });
const titleClass = css({ textStyle: "2xl", fontWeight: "bold", mb: "3" });
const skeletonClass = css({
  height: "5",
  borderRadius: "l2",
  bg: "bg.emphasized",
  animation: "pulse 1.5s ease-in-out infinite",
  _motionReduce: { animation: "none" },
});

/** Spec 2.7: replaces the page while the waiting flag is set: a call link and a skeleton loader. */
export function StillWaiting({ title, text, phone }: { title: string; text: string | null; phone: string }) {
  return (
    <div role="status" aria-live="polite" className={boxClass}>
      <h1 className={titleClass}>{title}</h1>
      {text ? <p className={css({ mb: "4" })}>{text}</p> : null}
      <a className={primaryButtonClass} href={dialPhone(phone)}>
        {formatPhone(phone)}
      </a>
      <div aria-hidden="true" className={css({ mt: "8", display: "flex", flexDirection: "column", gap: "3" })}>
        <div className={skeletonClass} />
        <div className={skeletonClass} style={{ width: "80%" }} />
        <div className={skeletonClass} style={{ width: "60%" }} />
      </div>
    </div>
  );
}

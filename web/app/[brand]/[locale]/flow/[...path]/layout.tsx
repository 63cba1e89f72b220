export { StepChromeLayout as default } from "@/blocks/siteChrome/ChromeLayout";

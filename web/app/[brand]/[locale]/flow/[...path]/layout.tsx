export { ChromeLayout as default } from "@/blocks/siteChrome/ChromeLayout";

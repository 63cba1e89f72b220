export { QuestionnaireLayout as default } from "@/blocks/siteChrome/ChromeLayout";

export { QuestionnaireFooterLayout as default } from "@/blocks/siteChrome/ChromeLayout";

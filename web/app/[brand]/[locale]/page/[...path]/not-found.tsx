export { NotFound as default } from "@/blocks/siteChrome/NotFound";

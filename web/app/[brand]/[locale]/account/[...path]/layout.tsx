export { AccountLayout as default } from "@/blocks/account/AccountLayout";

// Animation features for framer-motion's LazyMotion, loaded after the step is on screen.
import { domAnimation } from "framer-motion";

export default domAnimation;

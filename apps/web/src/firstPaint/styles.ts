import header from "../components/Header/Header.css?inline";
import global from "../styles/global.css?inline";
import own from "./firstPaint.css?inline";

/**
 * The stylesheets every first screen needs: the app's page rules and header, so the first paint is
 * laid out as the app will be, and its stand-ins for antd's controls (firstPaint.css). Each screen
 * adds the app's stylesheets of its own parts (screen.ts).
 */
export const BASE_STYLES = global + header + own;

/** True when the system asks for less motion (prefers-reduced-motion): animations then jump to their end. */
export function reducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

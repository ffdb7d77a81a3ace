// Home sends the first visit of each browser session to /intro (hasSeenIntro in sessionStorage).
// The script is inline, so the redirect starts as the parser reaches it; /intro sets the flag.
// Storage can be disabled (some private modes throw): then the intro is skipped. Its exact text
// is hashed into the Content-Security-Policy by astro.config.mjs (server/csp-policy.ts).

/** The inline script of site/components/IntroRedirect.astro. */
export const INTRO_REDIRECT_SCRIPT =
  "try{if(!sessionStorage.getItem('hasSeenIntro'))location.replace('/intro')}catch{}"

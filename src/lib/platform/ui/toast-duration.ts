/** How long a toast stays, in milliseconds (the React `Toaster` and the plain copy-link toast). */
export const TOAST_MS = 3000;

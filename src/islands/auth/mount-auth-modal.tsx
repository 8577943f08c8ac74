import { createRoot } from 'react-dom/client';
// The styles travel in this lazy chunk: a plain CSS import would make Astro inline them into
// every page that has the header.
import styles from './AuthModal.css?inline';
import { AuthModal } from './AuthModal.tsx';

let mounted = false;

/**
 * Mounts the auth modal into its own root at the end of `<body>`, once per page. Run by
 * `AuthModalScript.astro`, which the page imports only on the first `openAuthModal`, so no page
 * pays for the modal, or for React, before a visitor asks to log in or sign up.
 */
export function mountAuthModal(): void {
	if (mounted) return;
	mounted = true;
	const style = document.createElement('style');
	style.textContent = styles;
	document.head.append(style);
	const container = document.createElement('div');
	container.id = 'auth-modal-root';
	document.body.append(container);
	createRoot(container).render(<AuthModal />);
}

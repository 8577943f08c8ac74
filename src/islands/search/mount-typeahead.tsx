import { createRoot } from 'react-dom/client';
// The styles travel in this lazy chunk, so pages pay nothing until the search box is focused.
import styles from './SearchTypeahead.css?inline';
import { SearchTypeahead } from './SearchTypeahead.tsx';

let mounted = false;

/** Mounts the typeahead beside the header's search input, once per page. */
export function mountTypeahead(): void {
	if (mounted) return;
	const input = document.getElementById('header-search-q');
	if (!(input instanceof HTMLInputElement)) return;
	mounted = true;
	const style = document.createElement('style');
	style.textContent = styles;
	document.head.append(style);
	const container = document.createElement('div');
	input.after(container);
	const signedIn = input.dataset.signedIn === 'true';
	createRoot(container).render(<SearchTypeahead input={input} signedIn={signedIn} />);
}

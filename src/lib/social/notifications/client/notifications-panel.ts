import { callResource, callResourcePage } from '../../../platform/client/api.ts';
import { badgeText, startBadgePolling, titleWithCount } from './badge-polling.ts';

/**
 * The shell's notifications item (NTF-03, NTF-06): the badge on every nav item
 * (`[data-notification-badge]`), the tab title's `(n)`, and the side panel that loads the first
 * page when it opens and clears the badge. Browser code; the panel's words are in its HTML
 * (rendered by the server in the page's language), the notifications' sentences come composed
 * from `NewsHubResource`. Everything a person wrote goes in as text, never as HTML.
 */

interface PanelItem {
	id: string;
	text: string;
	detail: string;
	path: string;
	image_url: string | null;
	time: string;
	unread: boolean;
	grid_type: number;
}

const baseTitle = document.title;

function showCount(count: number): void {
	for (const badge of document.querySelectorAll<HTMLElement>('[data-notification-badge]')) {
		const text = badgeText(count);
		badge.textContent = text;
		badge.hidden = text === '';
	}
	document.title = titleWithCount(baseTitle, count);
}

function itemElement(item: PanelItem, newLabel: string): HTMLLIElement {
	const li = document.createElement('li');
	li.className = `notifications-panel__item${item.unread ? ' notifications-panel__item--unread' : ''}`;
	li.dataset.gridType = String(item.grid_type);
	const a = document.createElement('a');
	a.href = item.path;
	a.className = 'notifications-panel__link';
	if (item.image_url) {
		const img = document.createElement('img');
		img.src = item.image_url;
		img.alt = '';
		img.width = 48;
		img.height = 48;
		img.className = 'notifications-panel__image';
		a.append(img);
	}
	const text = document.createElement('span');
	text.className = 'notifications-panel__text';
	text.dir = 'auto';
	text.textContent = item.text;
	a.append(text);
	if (item.unread) {
		const mark = document.createElement('span');
		mark.className = 'notifications-panel__new';
		mark.textContent = newLabel;
		a.append(mark);
	}
	li.append(a);
	return li;
}

/** Loads the first page into `panel` (once per opening) and clears the badge. */
async function openPanel(panel: HTMLElement): Promise<void> {
	const list = panel.querySelector<HTMLUListElement>('[data-panel-list]');
	const state = (name: string) => panel.querySelector<HTMLElement>(`[data-panel-state="${name}"]`);
	const show = (name: string | null) => {
		for (const el of panel.querySelectorAll<HTMLElement>('[data-panel-state]'))
			el.hidden = el.dataset.panelState !== name;
	};
	showCount(0);
	void callResource('NewsHubBadgeResource', 'delete', {}, { quiet: true }).catch(() => {});
	if (!list) return;
	show('loading');
	try {
		const page = await callResourcePage<PanelItem[]>('NewsHubResource', {}, null, { quiet: true });
		list.replaceChildren(
			...page.data.map((item) => itemElement(item, state('loading')?.dataset.newLabel ?? '')),
		);
		show(page.data.length === 0 ? 'empty' : null);
	} catch {
		show('error');
	}
}

const panels = document.querySelectorAll<HTMLElement>('[data-nav-panel="news"]');
if (panels.length > 0) {
	for (const panel of panels) {
		panel.addEventListener('toggle', (event) => {
			if ((event as ToggleEvent).newState === 'open') void openPanel(panel);
		});
		panel
			.querySelector('[data-panel-retry]')
			?.addEventListener('click', () => void openPanel(panel));
	}
	startBadgePolling({
		fetchCount: async () =>
			(await callResource<{ count: number }>('NewsHubBadgeResource', 'get', {}, { quiet: true }))
				.count,
		onCount: showCount,
	});
}

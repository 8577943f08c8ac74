import { isWarningStatus } from '../offsite-status.ts';
import { checkOutbound, isNavigableHref, type OutboundVerdict } from './outbound-check.ts';

type Check = (pinId: string, url: string) => Promise<OutboundVerdict | null>;

/**
 * One click listener for every `OutboundLink` on the page. A click asks the server about the
 * link first: a warning (OUT-02) opens the dialog and never navigates; otherwise, or when the
 * check fails (OUT-04), the link opens as it would have. `#` and empty hrefs never navigate
 * (OUT-05). A middle click is left to the browser: the interstitial checks the link again.
 */
export function listenForOutboundLinks(doc: Document = document, check: Check = checkOutbound) {
	doc.addEventListener('click', (event) => {
		const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
			'a[data-offsite-link]',
		);
		if (!link) return;
		event.preventDefault();
		if (!isNavigableHref(link.getAttribute('href'))) return;
		const newTab = link.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey;
		check(link.dataset.pinId ?? '', link.dataset.url ?? '').then((verdict) => {
			if (isWarningStatus(verdict?.redirect_status ?? ''))
				return showWarning(doc, verdict as OutboundVerdict, link);
			const view = doc.defaultView;
			// Opened from script, so cut the opener by hand; a blocked pop-up opens here instead.
			const opened = newTab ? view?.open(link.href, '_blank') : null;
			if (opened) opened.opener = null;
			else view?.location.assign(link.href);
		});
	});
}

/** OUT-02: fills and opens the page's warning dialog (from its `<template>`), focus back on close. */
function showWarning(doc: Document, verdict: OutboundVerdict, link: HTMLAnchorElement) {
	let dialog = doc.getElementById('offsite-warning') as HTMLDialogElement | null;
	if (!dialog) {
		const template = doc.getElementById('offsite-warning-template') as HTMLTemplateElement | null;
		dialog = template?.content.firstElementChild?.cloneNode(true) as HTMLDialogElement | null;
		// No dialog on this page: the interstitial shows the same warning.
		if (!dialog?.showModal) return doc.defaultView?.location.assign(link.href);
		doc.body.append(dialog);
	}
	const part = (name: string) => dialog.querySelector(`[data-offsite-${name}]`) as HTMLElement;
	part('blocked').hidden = verdict.redirect_status !== 'blocked';
	part('message').textContent = verdict.message;
	part('host').textContent = verdict.host;
	dialog.addEventListener('close', () => link.focus(), { once: true });
	dialog.showModal();
}

import { describe, expect, it } from 'vitest';
import { boardInviteMail, joinRequestMail } from '~/lib/content/collaborators/collaborator-mail.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';
import { BRAND } from '~/lib/platform/ui/brand.ts';

describe('boardInviteMail', () => {
	it('COL-01: names the inviter and board, links to /invited, and escapes board names in HTML', () => {
		const mail = boardInviteMail({
			names: { personName: 'Ada', boardName: '<b>Trips</b> & "more"' },
			link: 'http://localhost:4321/invited',
		});
		expect(mail.kind).toBe('board_invite');
		expect(mail.subject).toBe('Ada invited you to collaborate on "<b>Trips</b> & "more""');
		expect(mail.text).toContain('http://localhost:4321/invited');
		expect(mail.text).toContain(BRAND);
		expect(mail.html).toContain('&lt;b&gt;Trips&lt;/b&gt; &amp; &quot;more&quot;');
		expect(mail.html).not.toContain('<b>Trips</b>');
		expect(mail.html).toContain('href="http://localhost:4321/invited"');
	});

	it('to an unconfirmed address: no name or board a user wrote, only our words and the link', () => {
		const mail = boardInviteMail({ names: null, link: 'http://localhost:4321/invited' });
		expect(mail.kind).toBe('board_invite');
		expect(mail.subject).toBe(`You're invited to collaborate on a ${BRAND} board`);
		expect(mail.text).toContain('Someone invited you');
		expect(mail.text).toContain('http://localhost:4321/invited');
	});
});

describe('joinRequestMail', () => {
	it('COL-05: tells the owner who asked and links to the board', () => {
		const mail = joinRequestMail({
			names: { personName: 'Bob', boardName: 'Gardens' },
			link: 'http://x.test/o/gardens/',
		});
		expect(mail.kind).toBe('board_join_request');
		expect(mail.subject).toContain('Bob asked to join "Gardens"');
		expect(mail.text).toContain('http://x.test/o/gardens/');
	});

	it('to an unconfirmed address: names nobody and no board', () => {
		const mail = joinRequestMail({ names: null, link: 'http://x.test/o/gardens/' });
		expect(mail.subject).toBe(`Someone asked to join one of your ${BRAND} boards`);
		expect(mail.text).not.toContain('Gardens');
	});
});

describe('the language of collaboration mails', () => {
	it("is the current language (the caller's withLanguage), names and link kept as given", () => {
		const names = { personName: 'Ada', boardName: 'Gärten' };
		const link = 'http://x.test/invited';
		const de = withLanguage('de', () => boardInviteMail({ names, link }));
		expect(de.subject).toBe('Ada hat dich eingeladen, an „Gärten“ mitzuwirken');
		expect(de.text).toContain(link);
		expect(de.html).toContain('Einladung ansehen');
		const ja = withLanguage('ja', () => joinRequestMail({ names: null, link }));
		expect(ja.subject).toBe(`${BRAND}のあなたのボードに参加リクエストが届きました`);
		expect(ja.text).not.toContain('Gärten');
		const ar = withLanguage('ar', () => joinRequestMail({ names, link }));
		expect(ar.subject).toBe('طلب Ada الانضمام إلى «Gärten»');
	});
});

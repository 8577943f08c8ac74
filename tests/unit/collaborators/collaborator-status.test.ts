import { describe, expect, it } from 'vitest';
import {
	COLLABORATOR_ACCESS,
	collaboratorStatusName,
	statusAfterAccept,
	statusAfterApprove,
	statusAfterInvite,
	statusAfterJoinRequest,
} from '~/lib/content/collaborators/collaborator-status.ts';
import { normalizeLogin } from '~/lib/content/collaborators/normalize-login.ts';
import { parseCollaboratorStatus } from '~/lib/platform/access/board-access.ts';

describe('collaboratorStatusName', () => {
	it('COL-02: maps stored statuses to the spec names; no entry is not_invited', () => {
		expect(collaboratorStatusName('invited')).toBe('new');
		expect(collaboratorStatusName('requested')).toBe('join_requested');
		expect(collaboratorStatusName('accepted')).toBe('accepted');
		expect(collaboratorStatusName(null)).toBe('not_invited');
		expect(collaboratorStatusName('weird')).toBe('not_invited');
	});
});

describe('statusAfterInvite', () => {
	it('COL-03: adding a collaborator keeps any existing status; only not_invited becomes an invite', () => {
		expect(statusAfterInvite(null)).toBe('invited');
		expect(statusAfterInvite('accepted')).toBe('accepted');
		expect(statusAfterInvite('requested')).toBe('requested');
		expect(statusAfterInvite('invited')).toBe('invited');
	});
});

describe('statusAfterJoinRequest', () => {
	it('COL-05: asking to join makes a request unless there is an entry', () => {
		expect(statusAfterJoinRequest(null)).toBe('requested');
		expect(statusAfterJoinRequest('invited')).toBe('invited');
		expect(statusAfterJoinRequest('accepted')).toBe('accepted');
	});
});

describe('statusAfterAccept', () => {
	it('COL-02: the invitee accepting sets accepted; a join request or no entry cannot be accepted by the user', () => {
		expect(statusAfterAccept('invited')).toBe('accepted');
		expect(statusAfterAccept('accepted')).toBe('accepted');
		expect(statusAfterAccept('requested')).toBeNull();
		expect(statusAfterAccept(null)).toBeNull();
	});
});

describe('statusAfterApprove', () => {
	it('COL-02: approving a join request sets accepted; approving an invite that is not a join request keeps new', () => {
		expect(statusAfterApprove('requested')).toBe('accepted');
		expect(collaboratorStatusName(statusAfterApprove('invited'))).toBe('new');
		expect(statusAfterApprove('accepted')).toBe('accepted');
		expect(statusAfterApprove(null)).toBeNull();
	});
});

describe('parseCollaboratorStatus', () => {
	it('reads the three stored statuses and nothing else', () => {
		expect(parseCollaboratorStatus('accepted')).toBe('accepted');
		expect(parseCollaboratorStatus('ACCEPTED')).toBeNull();
		expect(parseCollaboratorStatus(undefined)).toBeNull();
	});
});

describe('COLLABORATOR_ACCESS', () => {
	it('COL-04: collaborators get write and delete', () => {
		expect(COLLABORATOR_ACCESS).toEqual(['write', 'delete']);
	});
});

describe('normalizeLogin', () => {
	it('accepts @name, name and emails as typed', () => {
		expect(normalizeLogin('  @Ada_L ')).toBe('ada_l');
		expect(normalizeLogin('Ada@Example.COM')).toBe('ada@example.com');
		expect(normalizeLogin('   ')).toBe('');
	});
});

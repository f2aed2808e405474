export * from './accounts.ts';
export { addMember as addTeamMember, findMember, listMembers, removeMember } from './team.ts';

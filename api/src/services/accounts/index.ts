export * from './accounts.ts';
export { addMember as addTeamMember, findMember, listMembers, removeMember } from './team.ts';
export { createSupportTicket, findShop, startSession, updateAccount, updateProfile, type AccountChange } from './profile.ts';
export { findShopBySlug, renameShop } from './shop-name.ts';
export * from './invites.ts';

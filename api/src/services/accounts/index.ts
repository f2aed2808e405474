export * from './accounts.ts';
export { addMember as addTeamMember, findMember, listMembers, removeMember } from './team.ts';
export { createSupportTicket, EMAIL_UNDO_TTL_DAYS, findShop, startSession, undoEmailChange, updateAccount, updateProfile, type AccountChange } from './profile.ts';
export { findShopBySlug, renameShop } from './shop-name.ts';
export * from './invites.ts';

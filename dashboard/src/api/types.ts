// Response shapes of the API: the API package's own types under the names the dashboard uses.
export type { NotificationDto as AppNotification, UserDto as ApiUser } from '@wrapsmith/core/contract';
export type { CountryDto as Country } from '@wrapsmith/core/contract';

export interface MessageResponse {
  message: string;
}

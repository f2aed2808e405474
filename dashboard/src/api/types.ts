// Response shapes of the API: the API package's own types under the names the dashboard uses.
export type { CountryDto as Country, NotificationDto as AppNotification, UserDto as ApiUser } from '@wrapsmith/api/types';

export interface MessageResponse {
  message: string;
}

// What the photo tool's stored-photo routes say (issue 21). Tests import these too.
import type { PhotoLimited } from './limits.ts';

/** "in 23 minutes": when a refused request may be tried again, from its Retry-After. */
export function waitText(seconds: number): string {
  if (seconds <= 10) return 'in a few seconds';
  if (seconds < 60) return `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(seconds / 3600);
  return `in ${hours} hours`;
}

export const PHOTO_TOOL_MESSAGES = {
  visitorRequired: 'This browser sent no visitor id. Reload the page and try again.',
  photoOrPhotoId: 'Send either a photo or a photoId, not both.',
  workFailed: 'We could not work on this photo just now. Please try again in a moment.',
  /** The 429 of a limit (services/photo-uploads/limits.ts); `shop` is the widget's display name. */
  limited(limited: PhotoLimited, shop: string): string {
    const wait = waitText(limited.retryAfterSeconds);
    const upload = limited.kind === 'upload';
    switch (limited.limit) {
      case 'visitor':
      case 'user':
        return upload
          ? `You can upload ${limited.max} photos an hour. You can upload another ${wait}.`
          : `You can preview ${limited.max} selections an hour. You can preview again ${wait}.`;
      case 'ip':
        return upload
          ? `Too many photos were uploaded from your network today. Please try again ${wait}.`
          : `Too many selections were previewed from your network this hour. Please try again ${wait}.`;
      case 'shop':
        return `${shop} has had a lot of ${upload ? 'photos' : 'previews'} today. Please try again ${wait}, or contact ${shop} directly.`;
      case 'busy':
        return `${shop} is working on other photos right now. Please try again ${wait}.`;
    }
  },
} as const;

import { isApiError } from '../../lib/api-error';

/** Messages the server gave for the images (`images.0.image`), which have no form field of their own. */
export function imageFieldErrors(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([name]) => name === 'images' || name.startsWith('images.'))
    .flatMap(([name, messages]) => {
      const index = /^images\.(\d+)/.exec(name)?.[1];
      return messages.map((message) => (index === undefined ? message : `Image ${Number(index) + 1}: ${message}`));
    });
}

/** A signature's time as the signed PDF prints it: 'YYYY-MM-DD HH:mm UTC', the same for both sides wherever they are. */
export function utcTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

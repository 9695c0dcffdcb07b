import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Attendance check (/attendendance, mobile /attendance). Until the mypage issue delivers it: its title and what will be there. */
export function AttendancePage() {
  return <ScreenPlaceholder screen="attendance" />;
}

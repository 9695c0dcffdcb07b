import { AttendanceScreen } from '../attendance/AttendanceScreen';

/** Attendance check (/attendendance, mobile /attendance): this month's check-ins and today's check-in. */
export function AttendancePage() {
  return <AttendanceScreen />;
}

import type { DeviceInfo } from '../../domain/tracking/tracking-records';

/** Browser, OS and device type from a user-agent string (a parser library behind it). */
export interface DeviceInfoReader {
  read(userAgent: string): DeviceInfo;
}

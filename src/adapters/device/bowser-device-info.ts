/** DeviceInfoReader over bowser (MIT): browser name, OS name and platform type (desktop, mobile, tablet, tv). */
import Bowser from 'bowser';
import type { DeviceInfoReader } from '../../application/ports/device-info.port';
import { UNKNOWN, type DeviceInfo } from '../../domain/tracking/tracking-records';

export class BowserDeviceInfo implements DeviceInfoReader {
  read(userAgent: string): DeviceInfo {
    if (!userAgent) return { Browser: UNKNOWN, OS: UNKNOWN, Device: UNKNOWN };
    const parsed = Bowser.parse(userAgent);
    return {
      Browser: parsed.browser.name || UNKNOWN,
      OS: parsed.os.name || UNKNOWN,
      Device: parsed.platform.type || UNKNOWN,
    };
  }
}

/** The studio's one seam to its composition root: the entry provides the StudioPorts, views read them here. */
import { createContext, useContext } from 'react';
import type { StudioPorts } from '../application/studio/studio-ports';

export const StudioPortsContext = createContext<StudioPorts | null>(null);

export function useStudioPorts(): StudioPorts {
  const ports = useContext(StudioPortsContext);
  if (!ports) throw new Error('The studio needs its StudioPortsContext (studio-entry.tsx)');
  return ports;
}

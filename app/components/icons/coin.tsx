import type { SVGProps } from "react";
import { Icon } from "./common";

export const CoinIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2" {...p} />;

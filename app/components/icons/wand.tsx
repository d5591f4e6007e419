import type { SVGProps } from "react";
import { Icon } from "./common";

export const WandIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M15 4V2M15 16v-2M8 9h2M20 9h2M17.8 11.8L19 13M17.8 6.2L19 5M3 21l9-9M12.2 6.2L11 5" {...p} />;

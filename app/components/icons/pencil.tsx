import type { SVGProps } from "react";
import { Icon } from "./common";

export const PencilIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" {...p} />;

import type { SVGProps } from "react";
import { Icon } from "./common";

export const FolderIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" {...p} />;

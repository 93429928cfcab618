// This device's recent orders (model/recentOrders.ts), in its storage.
import { deviceStorage } from "../../../lib/deviceStorage";
import { recentOrdersStore } from "../model/recentOrders";

export const recentOrders = recentOrdersStore(deviceStorage);

export declare const SYSTEM_CHROMIUM_FLAGS: string[];

export async function benchLighthouse() {}

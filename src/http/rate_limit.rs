//! How often one client may send an enquiry (or a visit's events): a keyed GCRA limiter (governor), one state per
//! client address, forgotten once the address has been quiet long enough.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter, clock::Clock};
use poem::{Addr, Request};

use crate::kernel::language::Language;

/// Back-to-back enquiries one address may send before the per-minute pace applies.
pub const BURST: u32 = 3;

/// How often idle addresses are dropped, so memory follows the clients of the last minute
/// or so, not every client ever seen.
const CLEANUP_EVERY: Duration = Duration::from_secs(60);
/// More tracked addresses than this trigger a cleanup at once.
const CLEANUP_ABOVE: usize = 50_000;

pub struct ContactLimiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    last_cleanup: Mutex<Instant>,
}

impl ContactLimiter {
    /// `per_minute` enquiries a minute, in bursts of at most [`BURST`]; `None` when 0 (off).
    pub fn new(per_minute: u32) -> Option<Self> {
        let rate = NonZeroU32::new(per_minute)?;
        let burst = NonZeroU32::new(per_minute.min(BURST)).unwrap_or(rate);
        let quota = Quota::per_minute(rate).allow_burst(burst);
        Some(ContactLimiter {
            limiter: RateLimiter::keyed(quota),
            last_cleanup: Mutex::new(Instant::now()),
        })
    }

    /// `per_minute` requests a minute, in bursts of at most `burst`; `None` when 0 (off).
    pub fn with_burst(per_minute: u32, burst: u32) -> Option<Self> {
        let rate = NonZeroU32::new(per_minute)?;
        let burst = NonZeroU32::new(burst.min(per_minute)).unwrap_or(rate);
        Some(ContactLimiter {
            limiter: RateLimiter::keyed(Quota::per_minute(rate).allow_burst(burst)),
            last_cleanup: Mutex::new(Instant::now()),
        })
    }

    /// Counts an enquiry from `client`; over the limit, how long until it may send again.
    pub fn check(&self, client: IpAddr) -> Result<(), Duration> {
        self.cleanup_now_and_then();
        self.limiter
            .check_key(&client)
            .map_err(|not_until| not_until.wait_time_from(self.limiter.clock().now()))
    }

    /// Addresses currently tracked (for tests and logs).
    pub fn tracked(&self) -> usize {
        self.limiter.len()
    }

    fn cleanup_now_and_then(&self) {
        // Whoever finds the lock taken skips: one cleanup at a time is plenty.
        let Ok(mut last) = self.last_cleanup.try_lock() else {
            return;
        };
        if last.elapsed() >= CLEANUP_EVERY || self.limiter.len() > CLEANUP_ABOVE {
            self.limiter.retain_recent();
            self.limiter.shrink_to_fit();
            *last = Instant::now();
        }
    }
}

/// Retry-After in whole seconds, rounded up and never 0.
pub fn retry_after_secs(wait: Duration) -> u64 {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    secs.max(1)
}

/// The address a request is counted under. The peer address, unless `trust_proxy` is set:
/// then the last address of `X-Forwarded-For`, the one the reverse proxy in front appended
/// (earlier entries come from the client and could be anything). IPv6 clients are counted
/// by their /64, which one subscriber usually holds whole.
/// Whether `X-Forwarded-For` names the client (`--trust-proxy`): request data that
/// [`client_of`] reads.
#[derive(Debug, Clone, Copy, Default)]
pub struct TrustProxy(pub bool);

/// [`client_address`] with the server's [`TrustProxy`] setting.
pub fn client_of(req: &Request) -> IpAddr {
    client_address(req, req.data::<TrustProxy>().is_some_and(|t| t.0))
}

pub fn client_address(req: &Request, trust_proxy: bool) -> IpAddr {
    let forwarded = trust_proxy.then(|| forwarded_for(req)).flatten();
    let ip = forwarded.unwrap_or_else(|| match req.remote_addr().0 {
        Addr::SocketAddr(addr) => addr.ip(),
        // In-process requests and Unix sockets share one bucket.
        _ => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
    });
    counted_address(ip)
}

/// The address a client is counted under: IPv4 as it is, IPv6 by its /64 (the connection
/// caps count the same way).
pub fn counted_address(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & !((1u128 << 64) - 1))),
        },
        v4 => v4,
    }
}

fn forwarded_for(req: &Request) -> Option<IpAddr> {
    let last_header = req
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .next_back()?;
    let last = last_header.to_str().ok()?.rsplit(',').next()?.trim();
    // Some proxies add a port (`1.2.3.4:5678`, `[::1]:5678`).
    last.parse::<IpAddr>()
        .ok()
        .or_else(|| last.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))
}

/// The answer to a client over the enquiry rate limit.
pub fn too_many(lang: Language, retry_after_secs: u64) -> String {
    match lang {
        Language::Vi => format!(
            "Bạn đã gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng thử lại sau {retry_after_secs} giây."
        ),
        Language::En => format!(
            "You have sent too many enquiries in a short time. Please try again in {retry_after_secs} seconds."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(xff: &[&str]) -> Request {
        let mut builder = Request::builder();
        for value in xff {
            builder = builder.header("x-forwarded-for", *value);
        }
        builder.finish()
    }

    #[test]
    fn burst_then_pace() {
        let limiter = ContactLimiter::new(5).unwrap();
        let ip: IpAddr = "203.0.113.7".parse().unwrap();
        for _ in 0..BURST {
            assert!(limiter.check(ip).is_ok());
        }
        let wait = limiter.check(ip).unwrap_err();
        assert!(wait <= Duration::from_secs(12), "{wait:?}");
        assert!(limiter.check("203.0.113.8".parse().unwrap()).is_ok());
        assert_eq!(limiter.tracked(), 2);
        assert!(ContactLimiter::new(0).is_none());
        // A limit below the burst is its own burst.
        let one = ContactLimiter::new(1).unwrap();
        assert!(one.check(ip).is_ok());
        assert!(one.check(ip).is_err());
    }

    #[test]
    fn retry_after_rounds_up() {
        assert_eq!(retry_after_secs(Duration::from_millis(11_200)), 12);
        assert_eq!(retry_after_secs(Duration::from_secs(12)), 12);
        assert_eq!(retry_after_secs(Duration::ZERO), 1);
    }

    #[test]
    fn forwarded_for_only_when_trusted() {
        let req = request(&["198.51.100.1, 203.0.113.9"]);
        assert_eq!(
            client_address(&req, false),
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        );
        assert_eq!(
            client_address(&req, true),
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        let req = request(&["198.51.100.1", "[2001:db8::1]:443"]);
        assert_eq!(
            client_address(&req, true),
            "2001:db8::".parse::<IpAddr>().unwrap()
        );
        let req = request(&["not an address"]);
        assert_eq!(
            client_address(&req, true),
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        );
    }
}

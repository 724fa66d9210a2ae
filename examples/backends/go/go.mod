module example.com/crypto-checkout-backend

go 1.19

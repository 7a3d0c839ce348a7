// DO NOT EDIT: generated from schemas/entities/cart-prices.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPrices","description":"spec 3 cart prices, computed by the server only: the amounts in the main currency (minor units), the VAT each amount holds (tax, same keys), the breakdown per VAT rate, and the converted-currency view when the shopper chose another currency.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"$ref":"./cart-totals.schema.json"},"taxRates":{"type":"array","maxItems":10,"items":{"$ref":"./tax-rate-line.schema.json"}},"currency":{"$ref":"./currency.schema.json"},"converted":{"title":"ConvertedCartTotals","type":"object","properties":{"currency":{"$ref":"./currency.schema.json"},"rate":{"type":"number","exclusiveMinimum":0,"maximum":1000000},"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["currency","rate","itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal","tax","taxRates","currency"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-prices.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartTotals","description":"The amounts of a cart in minor units (cents): itemsTotal (lines at their prices), coupon and loyalty (discounts, positive), delivery, cartTotal (itemsTotal - coupon - loyalty) and orderTotal (cartTotal + delivery). Prices include VAT.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-totals.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"TaxRateLine","description":"The VAT in a cart or order at one rate: the gross amount taxed at it and the tax it holds, in minor units.","type":"object","properties":{"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"gross":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["rateBasisPoints","gross","tax"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/tax-rate-line.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-prices.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.itemsTotal === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.coupon === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.loyalty === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.delivery === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.cartTotal === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.orderTotal === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.tax === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.taxRates === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxRates"},message:"must have required property '"+"taxRates"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.currency === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.itemsTotal !== undefined){
let data0 = data.itemsTotal;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000000000 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.coupon !== undefined){
let data1 = data.coupon;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000000000 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.loyalty !== undefined){
let data2 = data.loyalty;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000000 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.delivery !== undefined){
let data3 = data.delivery;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err19 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100000000000 || isNaN(data3)){
const err20 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.cartTotal !== undefined){
let data4 = data.cartTotal;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err22 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000000 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.orderTotal !== undefined){
let data5 = data.orderTotal;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err25 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000000 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.tax !== undefined){
let data6 = data.tax;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.itemsTotal === undefined){
const err28 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.coupon === undefined){
const err29 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.loyalty === undefined){
const err30 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.delivery === undefined){
const err31 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.cartTotal === undefined){
const err32 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.orderTotal === undefined){
const err33 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data6){
if(!((((((key1 === "itemsTotal") || (key1 === "coupon")) || (key1 === "loyalty")) || (key1 === "delivery")) || (key1 === "cartTotal")) || (key1 === "orderTotal"))){
const err34 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.itemsTotal !== undefined){
let data7 = data6.itemsTotal;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err35 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000000 || isNaN(data7)){
const err36 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err37 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data6.coupon !== undefined){
let data8 = data6.coupon;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err38 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000000 || isNaN(data8)){
const err39 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err40 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data6.loyalty !== undefined){
let data9 = data6.loyalty;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err41 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100000000000 || isNaN(data9)){
const err42 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err43 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data6.delivery !== undefined){
let data10 = data6.delivery;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err44 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000000000 || isNaN(data10)){
const err45 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err46 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data6.cartTotal !== undefined){
let data11 = data6.cartTotal;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err47 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
const err48 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err49 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data6.orderTotal !== undefined){
let data12 = data6.orderTotal;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err50 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000000 || isNaN(data12)){
const err51 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err52 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.taxRates !== undefined){
let data13 = data.taxRates;
if(Array.isArray(data13)){
if(data13.length > 10){
const err54 = {instancePath:instancePath+"/taxRates",schemaPath:"#/properties/taxRates/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.rateBasisPoints === undefined){
const err55 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "rateBasisPoints"},message:"must have required property '"+"rateBasisPoints"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data14.gross === undefined){
const err56 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "gross"},message:"must have required property '"+"gross"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data14.tax === undefined){
const err57 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "rateBasisPoints") || (key2 === "gross")) || (key2 === "tax"))){
const err58 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data14.rateBasisPoints !== undefined){
let data15 = data14.rateBasisPoints;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err59 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000 || isNaN(data15)){
const err60 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err61 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data14.gross !== undefined){
let data16 = data14.gross;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err62 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100000000000 || isNaN(data16)){
const err63 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err64 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data14.tax !== undefined){
let data17 = data14.tax;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err65 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100000000000 || isNaN(data17)){
const err66 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err67 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/taxRates",schemaPath:"#/properties/taxRates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.currency !== undefined){
let data18 = data.currency;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err70 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data18.label === undefined){
const err71 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data18.symbol === undefined){
const err72 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key3 in data18){
if(!(((key3 === "id") || (key3 === "label")) || (key3 === "symbol"))){
const err73 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err74 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2147483647 || isNaN(data19)){
const err75 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err76 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data18.label !== undefined){
let data20 = data18.label;
if(typeof data20 === "string"){
if(func1(data20) > 10){
const err77 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data20) < 1){
const err78 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data18.symbol !== undefined){
let data21 = data18.symbol;
if(typeof data21 === "string"){
if(func1(data21) > 10){
const err80 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func1(data21) < 1){
const err81 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.converted !== undefined){
let data22 = data.converted;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.currency === undefined){
const err84 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data22.rate === undefined){
const err85 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data22.itemsTotal === undefined){
const err86 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data22.coupon === undefined){
const err87 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data22.loyalty === undefined){
const err88 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data22.delivery === undefined){
const err89 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data22.cartTotal === undefined){
const err90 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data22.orderTotal === undefined){
const err91 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key4 in data22){
if(!((((((((key4 === "currency") || (key4 === "rate")) || (key4 === "itemsTotal")) || (key4 === "coupon")) || (key4 === "loyalty")) || (key4 === "delivery")) || (key4 === "cartTotal")) || (key4 === "orderTotal"))){
const err92 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data22.currency !== undefined){
let data23 = data22.currency;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.id === undefined){
const err93 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data23.label === undefined){
const err94 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data23.symbol === undefined){
const err95 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
for(const key5 in data23){
if(!(((key5 === "id") || (key5 === "label")) || (key5 === "symbol"))){
const err96 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data23.id !== undefined){
let data24 = data23.id;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err97 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 2147483647 || isNaN(data24)){
const err98 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data24 < 1 || isNaN(data24)){
const err99 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data23.label !== undefined){
let data25 = data23.label;
if(typeof data25 === "string"){
if(func1(data25) > 10){
const err100 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func1(data25) < 1){
const err101 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data23.symbol !== undefined){
let data26 = data23.symbol;
if(typeof data26 === "string"){
if(func1(data26) > 10){
const err103 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(func1(data26) < 1){
const err104 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data22.rate !== undefined){
let data27 = data22.rate;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 1000000 || isNaN(data27)){
const err107 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data27 <= 0 || isNaN(data27)){
const err108 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data22.itemsTotal !== undefined){
let data28 = data22.itemsTotal;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err110 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 100000000000 || isNaN(data28)){
const err111 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err112 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
if(data22.coupon !== undefined){
let data29 = data22.coupon;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err113 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 100000000000 || isNaN(data29)){
const err114 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data29 < 0 || isNaN(data29)){
const err115 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data22.loyalty !== undefined){
let data30 = data22.loyalty;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err116 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 100000000000 || isNaN(data30)){
const err117 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data30 < 0 || isNaN(data30)){
const err118 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data22.delivery !== undefined){
let data31 = data22.delivery;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err119 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 100000000000 || isNaN(data31)){
const err120 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data31 < 0 || isNaN(data31)){
const err121 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data22.cartTotal !== undefined){
let data32 = data22.cartTotal;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err122 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 100000000000 || isNaN(data32)){
const err123 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err124 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
if(data22.orderTotal !== undefined){
let data33 = data22.orderTotal;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err125 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 100000000000 || isNaN(data33)){
const err126 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err127 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

